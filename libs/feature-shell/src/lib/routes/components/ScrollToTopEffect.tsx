import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigation scrolls to the top, or to the element named by the hash (docs/product/shell-and-navigation.md). */
export function ScrollToTopEffect() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
