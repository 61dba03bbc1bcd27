// @vitest-environment happy-dom
// The rich editor refuses the link schemes the reader refuses (SECURITY.md, cross-site attacks):
// a `javascript:` link can neither be set, pasted nor carried in from the Markdown it loads.
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { editorExtensions } from './extensions';

function editorWith(content: string, contentType: 'markdown' | 'html' = 'markdown'): Editor {
  return new Editor({ extensions: editorExtensions(), content, contentType });
}

const UNSAFE = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'ftp://example.org/datei',
  'sms:+494012345',
];

const SAFE = [
  'https://example.org/x',
  'http://example.org',
  'mailto:info@example.org',
  'tel:+494012345',
  '/intern/wiki/staplerregeln',
  '#abschnitt',
];

describe('links in the rich editor', () => {
  it.each(UNSAFE)('refuses to set a link to %j', (href) => {
    const editor = editorWith('Hier klicken');
    editor.commands.selectAll();
    expect(editor.commands.setLink({ href })).toBe(false);
    expect(editor.commands.toggleLink({ href })).toBe(false);
    expect(editor.getMarkdown()).toBe('Hier klicken');
    editor.destroy();
  });

  it.each(SAFE)('sets a link to %j', (href) => {
    const editor = editorWith('Hier klicken');
    editor.commands.selectAll();
    expect(editor.commands.setLink({ href })).toBe(true);
    expect(editor.getMarkdown()).toBe(`[Hier klicken](${href})`);
    editor.destroy();
  });

  it.each(UNSAFE.filter((href) => !/\s/.test(href)))(
    'keeps only the text of a %j link in the Markdown it loads',
    (href) => {
      const editor = editorWith(`Bitte [hier klicken](${href}) lesen.`);
      expect(editor.getMarkdown()).toBe('Bitte hier klicken lesen.');
      expect(editor.view.dom.querySelector('a')).toBeNull();
      editor.destroy();
    },
  );

  it('keeps only the text of pasted HTML links with unsafe schemes', () => {
    const editor = editorWith(
      '<p><a href="javascript:alert(1)">eins</a> <a href="data:text/html,x">zwei</a> <a href="/kontakt">drei</a></p>',
      'html',
    );
    expect(editor.getMarkdown()).toBe('eins zwei [drei](/kontakt)');
    editor.destroy();
  });
});
