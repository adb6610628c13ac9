@_exported public import AndroidControllers
