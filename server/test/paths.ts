import path from "node:path";

export const CACHE_DIR = path.resolve(".cache");
