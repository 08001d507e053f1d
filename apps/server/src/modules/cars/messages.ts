/** The cars module's answer for an unknown or malformed car id. */
export const CAR_NOT_FOUND = 'Car not found';
