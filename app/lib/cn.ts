import { type ClassValue, clsx } from "clsx";

// shadcn's cn() also runs tailwind-merge to resolve conflicting classes; at 8.5 KB of
// compressed JavaScript on every page it costs more than it saves here, so components
// are written not to pass conflicting utilities (docs/decisions/002-javascript-budget.md).
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
