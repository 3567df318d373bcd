/** Block types are compared case-insensitively (spec 000 §3); stored upper snake case. */
export function normalizeBlockType(type: string): string {
  return type.trim().toUpperCase().replace(/-/g, '_');
}

/** `SOLUTIONS_GRID` ⇄ `solutions-grid`, the block's folder name. */
export function blockTypeToFolder(type: string): string {
  return normalizeBlockType(type).toLowerCase().replace(/_/g, '-');
}
