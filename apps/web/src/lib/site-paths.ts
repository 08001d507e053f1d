/** The shop's front door: the brand, breadcrumbs, error pages and sign-out all lead here. */
export const HOME_PATH = '/';
