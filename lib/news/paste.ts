// What the news editor does to pasted HTML before its own schema reads it: Word and Google Docs wrap
// text in styles, classes, fonts and conditional comments. (The server sanitises again anyway.)
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<\/?o:p>/gi, '')
    .replace(/\s(?:style|class|lang|face|color|size)="[^"]*"/gi, '')
    .replace(/\s(?:style|class|lang|face|color|size)='[^']*'/gi, '');
}
