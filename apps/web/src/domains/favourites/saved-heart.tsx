import { useEffect, useRef } from 'react';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useGetFavouritesQuery, useRemoveFavouriteMutation, useSaveFavouriteMutation } from './api';
import { HeartButton, type HeartButtonProps } from './heart-button';
import { takePendingSave } from './pending-save';

/**
 * The heart of a signed-in customer: pressed when the car is in their saved list (asked for once for every heart
 * on the page), and a tap saves or removes it. Its own chunk, with the saved cars' API: a visitor's page never
 * loads it (save-car-button.tsx). `tapped`: the heart was tapped while this code was on its way; that tap is
 * carried out once the list has arrived, and `onReplayed` tells the caller it is done. A heart tapped before
 * signing in (pending-save.ts) saves the car once the list has arrived.
 */
export function SavedHeart({
  tapped,
  onReplayed,
  ...heart
}: HeartButtonProps & { tapped: boolean; onReplayed: () => void }) {
  const { car } = heart;
  const { saved, loaded } = useGetFavouritesQuery(undefined, {
    selectFromResult: ({ data }) => ({
      saved: Boolean(data?.data.some((item) => item.car._id === car._id)),
      loaded: data !== undefined,
    }),
  });
  const [save] = useSaveFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const toggle = async () => {
    const result = await (saved ? remove(car._id) : save(car));
    if (result.error) notify.error(errorMessage(result.error, 'Your saved cars could not be changed.'));
  };
  const replayed = useRef(false);
  useEffect(() => {
    if (!tapped || !loaded || replayed.current) return;
    replayed.current = true;
    onReplayed();
    void toggle();
  });
  // The heart tapped before signing in: saved now, as the buyer meant (never removed if it is saved already).
  useEffect(() => {
    if (!loaded || replayed.current || !takePendingSave(car._id)) return;
    replayed.current = true;
    if (!saved) void toggle();
  });
  return <HeartButton {...heart} pressed={saved} onClick={toggle} />;
}
