import type { Car } from '@carshop/contract/car';
import { isWireId } from '@carshop/contract/ids';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetCarByIdQuery } from '../api';
import { isUnknownCar } from '../comparison';

/** One compared car as the page can show it: found, not found (an unknown or malformed id), failed, loading. */
export type ComparedCarAnswer =
  | { id: string; status: 'loading' }
  | { id: string; status: 'found'; car: Car }
  | { id: string; status: 'missing' }
  | { id: string; status: 'failed'; error: unknown; retry: () => unknown; retrying: boolean };

function useAnswer(id: string | undefined): ComparedCarAnswer | null {
  // The same query (GET /cars/{id}) as the car's page: one cache entry per car, and the server's answer cache.
  // An id without an id's shape (`.`, `..`: path syntax) names no car: not asked about at all.
  const shaped = id !== undefined && isWireId(id);
  const { data, error, isFetching, refetch } = useGetCarByIdQuery(shaped ? id : skipToken);
  if (id === undefined) return null;
  if (!shaped) return { id, status: 'missing' };
  // An error the page already shows stays while the browser asks again (as on the car's page).
  if (error) {
    return isUnknownCar(error)
      ? { id, status: 'missing' }
      : { id, status: 'failed', error, retry: refetch, retrying: isFetching };
  }
  return data?.data ? { id, status: 'found', car: data.data } : { id, status: 'loading' };
}

/** The answers for the compared ids, in their order. Three hooks, always: a comparison holds MAX_COMPARED (3). */
export function useComparedCarAnswers(ids: readonly string[]): ComparedCarAnswer[] {
  const answers = [useAnswer(ids[0]), useAnswer(ids[1]), useAnswer(ids[2])];
  return answers.filter((answer): answer is ComparedCarAnswer => answer !== null);
}
