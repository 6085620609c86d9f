// Each screen names itself in the browser tab and to screen readers (WCAG 2.4.2): '<screen> | Skin Circle'.
// A screen whose name is still loading passes undefined and the tab shows the brand alone meanwhile, so the
// previous screen's title never lingers.
import { useEffect } from 'react';

export const BRAND_TITLE = 'Skin Circle';

export const documentTitle = (title?: string) => (title ? `${title} | ${BRAND_TITLE}` : BRAND_TITLE);

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
