const pad = (value: number) => String(value).padStart(2, '0');

/** The shop's date today (`YYYY-MM-DD`): the server's time zone, as OPENING_HOURS is. */
export const shopToday = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
