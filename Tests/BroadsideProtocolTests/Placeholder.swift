// Placeholder until this module's first file lands.
