/**
 * What a video costs in data, said beside its play button before anything loads (one
 * figure for the whole site, read by the sermon page, the cards and the modal).
 */
export const VIDEO_MB_PER_HOUR_360P = 300;
export const VIDEO_DATA_COST = `Uses data: about ${VIDEO_MB_PER_HOUR_360P} MB an hour in 360p`;
