import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * Typed store hooks for domains and components. The store is assembled in app/store.ts, the composition
 * root, which nothing below app/ imports (docs/decisions/023-web-by-domain-and-route-registry.md), so these hooks are
 * not typed by the whole RootState. Instead each slice types its selectors by the part of the state it owns
 * (`(state: SessionRootState) => ...`) and app/store.test.ts checks that the store holds every such part.
 * `useAppSelector` takes such a selector; an inline `(state) => state.x` does not compile (state is unknown).
 */
export type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector;
