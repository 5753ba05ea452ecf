import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from '@/components/form/form-field';
import { applyMark, RICH_MARKS, type Edit, type RichMark } from '../rich-text-format';

interface RichTextAreaProps {
  name: string;
  control: ControlProps;
  /** The text's language, for spelling and for screen readers' voices. */
  lang: string;
  /** What the toolbar formats, for its name: "Answer, Russian". */
  label: string;
}

const LinkIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);

/** What each button shows; its name is in words. */
const GLYPHS: Record<RichMark, ReactNode> = { bold: 'B', italic: 'I', heading: 'H', list: '•', link: <LinkIcon /> };

/**
 * A long text in the site's Markdown, with a toolbar that puts in its marks: one Tab stop for the
 * toolbar, the arrow keys between its buttons. The text stays plain, as stored; the site draws it.
 */
export function RichTextArea({ name, control, lang, label }: RichTextAreaProps) {
  const { t } = useTranslation('content');
  const { field } = useController({ name });
  const area = useRef<HTMLTextAreaElement | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [selection, setSelection] = useState<Edit | null>(null);

  // After a mark, the textarea shows the new text: then the caret or the selection goes where the mark leaves room.
  useLayoutEffect(() => {
    if (!selection || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(selection.start, selection.end);
  }, [selection]);

  const mark = (kind: RichMark) => {
    const element = area.current;
    if (!element) return;
    const edit = applyMark(kind, { text: element.value, start: element.selectionStart, end: element.selectionEnd }, t('richText.linkText'));
    field.onChange(edit.text);
    setSelection(edit);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: RICH_MARKS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + RICH_MARKS.length) % RICH_MARKS.length;
    setActive(index);
    buttons.current[index]?.focus();
  };

  return (
    <div className="rich-text-area">
      <div className="rich-text-area__toolbar" role="toolbar" aria-label={t('richText.toolbar', { field: label })} aria-controls={control.id} onKeyDown={onKeyDown}>
        {RICH_MARKS.map((kind, index) => (
          <button
            key={kind}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`rich-text-area__button rich-text-area__button--${kind}`}
            tabIndex={index === active ? 0 : -1}
            aria-label={t(`richText.${kind}`)}
            title={t(`richText.${kind}`)}
            onClick={() => mark(kind)}
          >
            <span aria-hidden="true">{GLYPHS[kind]}</span>
          </button>
        ))}
      </div>
      <textarea
        {...control}
        ref={(element) => {
          area.current = element;
          field.ref(element);
        }}
        className="form-field__input form-field__input--area"
        name={field.name}
        lang={lang}
        rows={6}
        value={field.value as string}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </div>
  );
}
