// Line icons drawn for this site (24×24, stroke 1.8), one export each so bundles keep only what they use.

export const truck =
  'M3 6h11v9H3zM14 9h4l3 3v3h-7M7.5 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0ZM18.5 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z';
export const knife = 'M4 20 14.5 9.5M14.5 9.5l5-5c1 1 1 3.5-1 5.5l-2.5 2.5-1.5-3ZM4 20l2.5-.5';
export const chef =
  'M7 14v5h10v-5M7 14a4 4 0 0 1-1-7.8A4.5 4.5 0 0 1 12 4a4.5 4.5 0 0 1 6 2.2A4 4 0 0 1 17 14M7 17h10';
export const leaf = 'M5 19c0-9 5-14 15-14 0 10-5 15-14 15M5 19l8-8';
export const tools =
  'm14.5 6.5 3-3a4 4 0 0 1-5 5L5 16a2 2 0 1 0 3 3l7.5-7.5a4 4 0 0 1 5-5l-3 3-2-.5-.5-2Z';
export const phone =
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z';
export const mail = 'M3 6h18v12H3zM3 7l9 6 9-6';
export const clock = 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z';
export const check = 'm5 12.5 4.5 4.5L19 7.5';
export const calendar = 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4';
export const shield = 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3ZM9 12l2 2 4-4';
export const thermometer = 'M10 14.5V5a2 2 0 1 1 4 0v9.5a4 4 0 1 1-4 0ZM12 9v7';
export const cart =
  'M3 4h2l2.5 11h11l2-8H6.2M9.5 19.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM18.5 19.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z';
export const megaphone = 'M4 10v4h3l8 4V6L7 10H4ZM18 9a4 4 0 0 1 0 6M7 14l1.5 5h2.5l-1-4.5';
export const monitor = 'M3 5h18v11H3zM8 20h8M12 16v4';
export const print = 'M7 9V4h10v5M7 17H4v-8h16v8h-3M7 14h10v6H7z';
export const share =
  'M8.5 10.5l7-4M8.5 13.5l7 4M9 12a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0ZM20 5.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0ZM20 18.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0Z';
export const users =
  'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2.2.6 3.5 2.8 3.5 6';
export const award = 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10ZM8.5 13 7 21l5-2.5 5 2.5-1.5-8';
export const map =
  'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11ZM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z';
export const box = 'M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5v-9ZM3.5 7.5 12 12l8.5-4.5M12 12v9';
export const snowflake =
  'M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5 12 6l2.5-1.5M9.5 19.5 12 18l2.5 1.5';
export const recycle =
  'M7 19H4.5l2.5-4.5M7 19h5M17 19h2.5L17 14.5M12 4l-2.5 4.5M12 4l2.5 4.5M8 11l-3.5 6M16 11l3.5 6M10 8.5h4';
export const document = 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6';
export const euro = 'M17 6.5A6.5 6.5 0 1 0 17 17.5M4 10.5h9M4 13.5h9';
export const star =
  'm12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3.5Z';
export const heart =
  'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20Z';
export const arrowRight = 'M5 12h14M13 6l6 6-6 6';
export const download = 'M12 4v11M7 10l5 5 5-5M5 20h14';
export const search = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM20 20l-4-4';
export const wheat =
  'M12 21V9M12 9c-3 0-4-2-4-5 3 0 4 2 4 5ZM12 9c3 0 4-2 4-5-3 0-4 2-4 5ZM12 14c-3 0-4-2-4-5 3 0 4 2 4 5ZM12 14c3 0 4-2 4-5-3 0-4 2-4 5Z';
export const fish =
  'M3 12c3-4 7-5.5 11-4.5 2.5.6 4.5 2.4 6 4.5-1.5 2.1-3.5 3.9-6 4.5-4 1-8-.5-11-4.5ZM3 12l-1-3M3 12l-1 3M15.5 11h.01';
export const cheese = 'M3 17V10l12-5 6 5v7H3ZM3 10h18M8 14h.01M15 13.5h.01M12 16h.01';
export const wine = 'M8 3h8l-.5 6a3.5 3.5 0 0 1-7 0L8 3ZM12 12.5V20M8.5 20h7';
export const flame =
  'M12 21a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-3 4-3 6-1-1-1.5-2-1.5-3C7 9.5 6 12 6 15a6 6 0 0 0 6 6Z';
export const scale =
  'M12 4v16M5 20h14M5 7h14M7 7l-3 6a3 3 0 0 0 6 0L7 7ZM17 7l-3 6a3 3 0 0 0 6 0l-3-6Z';
export const cup = 'M5 8h11v6a5 5 0 0 1-10 0V8ZM16 9.5h1.5a2.5 2.5 0 0 1 0 5H16M8 3v2M11 3v2';
export const globe =
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z';
export const wrench =
  'M15 4a5 5 0 0 0-4.6 6.9L4 17.3 6.7 20l6.4-6.4A5 5 0 0 0 20 9l-3 3-3-1-1-3 3-3a5 5 0 0 0-1-1Z';
export const bolt = 'M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z';
export const lock = 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3';
export const info = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 11v5M12 8h.01';
export const camera = 'M4 8h3l2-2.5h6L17 8h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z';
export const gift =
  'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7C11 4 8 3.5 7.5 5S9.5 7 12 7ZM12 7c1-3 4-3.5 4.5-2S14.5 7 12 7Z';
export const bell = 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2 2 0 0 0 4 0';
export const eye =
  'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12ZM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z';
