package skip

// docs/rules/gone.md#x
