/**
 * The page that renders the contract's OpenAPI document with Redoc's standalone bundle
 * (docs/platform-contract.md "The OpenAPI page"): one HTML file with the viewer and the document
 * inside, so it opens from the disk or any static host without the network. Built apart from the
 * portal: no brand's bundle contains it.
 */
export function openApiPage(document: Record<string, unknown>, redocStandalone: string): string {
  // Nothing inside a <script> may close it: `</` becomes `<\/` (the same string to JavaScript and JSON).
  const inScript = (text: string) => text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
  const info = document.info as { title?: string } | undefined;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; style-src 'unsafe-inline'; img-src data: blob:; worker-src blob:; font-src data:">
<title>${info?.title ?? 'OpenAPI'}</title>
<style>body { margin: 0; }</style>
</head>
<body>
<div id="redoc"></div>
<script type="application/json" id="openapi">${inScript(JSON.stringify(document))}</script>
<script>${inScript(redocStandalone)}</script>
<script>
Redoc.init(JSON.parse(document.getElementById('openapi').textContent), {
  expandResponses: '200',
  showExtensions: true,
  jsonSampleExpandLevel: 2,
  theme: {
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
      headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
      code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    },
  },
}, document.getElementById('redoc'));
</script>
</body>
</html>
`;
}
