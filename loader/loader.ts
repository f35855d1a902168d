// Placeholder loader until the loader issue lands.
export {};
