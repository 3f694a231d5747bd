"""Guards for agent frameworks' memory: each wraps the framework's own store type around a Gate."""
