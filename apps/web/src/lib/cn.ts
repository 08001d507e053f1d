import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, without merging them: tailwind-merge's table of every Tailwind class would weigh 8 KB
 * gzip in the first load of every page (ADR 022). So a component's own classes and the ones a caller adds
 * must not compete (two paddings, two displays): the caller asks for a variant or a size, or marks the class
 * meant to win with Tailwind's important modifier (`px-0!`), as tailwind-merge's author advises for this.
 * In development and tests `cn` checks that rule with tailwind-merge and throws on a conflict; production
 * builds drop the check, and tailwind-merge with it.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) assertNoConflict(classes);
  return classes;
}

function assertNoConflict(classes: string) {
  const merged = twMerge(classes);
  if (merged === classes) return;
  const kept = new Set(merged.split(' '));
  const lost = classes.split(' ').filter((name) => !kept.has(name));
  throw new Error(
    `cn(): "${lost.join(' ')}" would be overridden by a later class in "${classes}". Use a variant, or mark the winner with "!".`,
  );
}
