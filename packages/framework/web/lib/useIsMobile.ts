import { useEffect, useState } from 'react';

/** Mobile layout under 992 px or on a mobile-looking device. */
export const MOBILE_BREAKPOINT = 992;

function isMobile(): boolean {
  return (
    window.innerWidth < MOBILE_BREAKPOINT || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
  );
}

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(isMobile);
  useEffect(() => {
    const onResize = () => setMobile(isMobile());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mobile;
}
