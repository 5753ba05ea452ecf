/**
 * Links a stylesheet at the end of the document's head and resolves once it applies, so what it
 * styles never shows unstyled; after the site's stylesheet, its rules win ties. A stylesheet that
 * will not load rejects, as a lazy page's chunk does.
 */
export function linkStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      reject(new Error(`The stylesheet ${href} did not load`));
    });
    document.head.append(link);
  });
}
