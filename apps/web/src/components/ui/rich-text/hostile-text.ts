/**
 * A long text written to take over the page it is shown on: markup, handlers, styles and script
 * addresses, plain and encoded. Its harmless words stay readable: 'click me' and the encoded tag.
 */
export const HOSTILE_TEXT = [
  '<script>window.hacked = true</script>',
  'Hi <img src=x onerror="window.hacked = true">',
  '<a href="javascript:window.hacked = true" style="position:fixed">styled</a>',
  '[click me](javascript:window.hacked=true) [again](JAVASCRIPT:alert(1)) [tab](java&#x09;script:alert(1))',
  '<javascript:alert(1)> [far](//evil.example) [data](data:text/html,hi) [vb](vbscript:msgbox)',
  '<svg onload=alert(1)></svg> <iframe src="https://evil.example"></iframe>',
  '![pic](https://evil.example/x.png)',
  '<style>body { display: none }</style> <p style="color:red">red</p>',
  '<!-- <script>window.hacked = true</script> -->',
  'Encoded &#60;img src=x onerror="window.hacked = true"&#62;',
].join('\n\n');

/**
 * What under `root` could run script or restyle the page: script-like elements, event handlers,
 * style attributes and addresses a browser would run. A safe rendering has none.
 */
export function activeMarkup(root: Element): string[] {
  const elements = [...root.querySelectorAll('script, style, img, svg, iframe, object, embed, link, meta, form')].map((element) => element.tagName.toLowerCase());
  const attributes = [root, ...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes]
      .filter((attribute) => /^on|^style$|^srcdoc$/i.test(attribute.name) || /^\s*(javascript|vbscript|data):/i.test(attribute.value) || attribute.value.startsWith('//'))
      .map((attribute) => `${element.tagName.toLowerCase()}[${attribute.name}=${attribute.value}]`),
  );
  return [...elements, ...attributes];
}
