import { createContext, useContext } from 'react';

/**
 * Whether the app is on its way to another address (the next page's code is loading): the public header shows
 * its loading bar meanwhile. Provided by the router (shop-router.tsx); false outside it (tests' routers).
 */
export const NavigationPendingContext = createContext(false);

export const useNavigationPending = () => useContext(NavigationPendingContext);
