// The editor's links register nothing with linkifyjs, so a page with several editors (or one
// mounted twice) logs no "already initialized" warning; mailto: and tel: links still work.
import { describe, expect, it, vi } from 'vitest';
import { LINK_OPTIONS } from './rich-text-link';

// linkifyjs keeps console.warn as it finds it when loaded: watched before it is.
const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
const { Link, isAllowedUri } = await import('@tiptap/extension-link');
const { find, reset } = await import('linkifyjs');

/** What each editor does with its Link extension when it is created. */
function createEditorLink(options: Parameters<typeof Link.configure>[0]) {
  const link = Link.configure(options);
  // Its hook reads only the options; the editor and its event are not needed.
  link.config.onCreate?.call({ options: link.options } as never, {} as never);
  return link;
}

describe('the rich-text editor’s links', () => {
  it('log nothing when an editor is created after another has read text', () => {
    createEditorLink(LINK_OPTIONS);
    expect(find('Más en https://www.millehotel.es').map((l) => l.href)).toEqual(['https://www.millehotel.es']);
    createEditorLink(LINK_OPTIONS);
    createEditorLink(LINK_OPTIONS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('still make mailto: links of addresses as typed, and take mailto: and tel: links', () => {
    const { protocols } = Link.configure(LINK_OPTIONS).options;
    expect(find('Escriba a soporte@millehotel.es').map((l) => l.href)).toEqual(['mailto:soporte@millehotel.es']);
    expect(find('mailto:soporte@millehotel.es').map((l) => l.href)).toEqual(['mailto:soporte@millehotel.es']);
    for (const href of ['mailto:soporte@millehotel.es', 'tel:+34910000000', 'https://www.millehotel.es'])
      expect(isAllowedUri(href, protocols), href).toBeTruthy();
    expect(isAllowedUri('javascript:alert(1)', protocols)).toBeFalsy();
  });

  it('would warn with the protocols they no longer register (the check above can see it)', () => {
    find('https://www.millehotel.es');
    createEditorLink({ ...LINK_OPTIONS, protocols: ['mailto', 'tel'] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('already initialized'));
    reset();
  });
});
