import dayjs from 'dayjs';

/** Unix seconds as the console shows them (YYYY-MM-DD HH:mm:ss); empty for none. */
export function formatTime(seconds: number | null | undefined, format = 'YYYY-MM-DD HH:mm:ss'): string {
  return seconds && seconds > 0 ? dayjs(seconds * 1000).format(format) : '';
}
