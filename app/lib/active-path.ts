/** Whether a navigation item is the current page: Home only at "/", a section also on its sub-pages. */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  if (itemPath === "/") return currentPath === "/";
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
