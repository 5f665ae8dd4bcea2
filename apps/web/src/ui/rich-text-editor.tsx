import { useEffect, useRef, useState } from 'react';
import { Group, Input, Text, Typography } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { Link, RichTextEditor as MantineEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { Extension, getHTMLFromFragment } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { messages, richText, visibleLength } from '@sks/contract';
import { counterText, editAllowed } from './rich-text-limit';

export type RichTextEditorProps = {
  label: string;
  /** The HTML; '' for an empty text. */
  value: string;
  onChange: (html: string) => void;
  /** Visible characters allowed (spec 02 section 5: 700 unless the field says otherwise). */
  max?: number;
  error?: string;
  withAsterisk?: boolean;
};

const limitKey = new PluginKey('visibleLimit');
/** Marks a transaction that loads a value from outside, which the limit lets through. */
const externalMeta = 'external';
const toastId = 'rich-text-limit';

const labels: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Жирный',
  italicControlLabel: 'Курсив',
  bulletListControlLabel: 'Маркированный список',
  orderedListControlLabel: 'Нумерованный список',
  linkControlLabel: 'Ссылка',
  unlinkControlLabel: 'Убрать ссылку',
  linkEditorInputLabel: 'Адрес ссылки',
  linkEditorInputPlaceholder: 'https://example.ru',
  linkEditorExternalLink: 'Открывать в новой вкладке',
  linkEditorInternalLink: 'Открывать в этой вкладке',
  linkEditorSave: 'Сохранить',
};

/** The limit toast of spec 02 section 5, once at a time however fast the keys come. */
function showLimitToast(max: number) {
  if (notificationsStore.getState().notifications.some((n) => n.id === toastId)) return;
  notifications.show({
    id: toastId,
    title: messages.common.title,
    message: richText.tooLong(max),
    color: 'red',
    autoClose: richText.toastMs,
  });
}

/** Refuses user edits that take the visible text past `max`, counted as the server counts it. */
const VisibleLimit = Extension.create<{ max: number }>({
  name: 'visibleLimit',
  addOptions: () => ({ max: richText.defaultMax }),
  addProseMirrorPlugins() {
    const { max } = this.options;
    const schema = this.editor.schema;
    return [
      new Plugin({
        key: limitKey,
        filterTransaction: (tr, state) => {
          if (!tr.docChanged || tr.getMeta(limitKey) === externalMeta) return true;
          const allowed = editAllowed(getHTMLFromFragment(state.doc.content, schema), getHTMLFromFragment(tr.doc.content, schema), max);
          if (!allowed) showLimitToast(max);
          return allowed;
        },
      }),
    ];
  },
});

/**
 * Rich text (bold, italic, lists, links) with a visible-character counter; typing or pasting
 * past the limit is refused with the toast. The server sanitises what is stored.
 */
export function RichTextEditor({ label, value, onChange, max = richText.defaultMax, error, withAsterisk }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const [html, setHtml] = useState(value);

  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({
          heading: false,
          code: false,
          codeBlock: false,
          blockquote: false,
          horizontalRule: false,
          strike: false,
          underline: false,
          link: false,
        }),
        Link.configure({ openOnClick: false }),
        VisibleLimit.configure({ max }),
      ],
      content: value,
      editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
      onUpdate: ({ editor: current }) => {
        const next = current.isEmpty ? '' : current.getHTML();
        setHtml(next);
        onChangeRef.current(next);
      },
    },
    [max, label],
  );

  // A value set from outside (a reset, a loaded card) replaces the content.
  useEffect(() => {
    if (!editor || value === html) return;
    editor.chain().setMeta(limitKey, externalMeta).setContent(value, { emitUpdate: false }).run();
    setHtml(value);
  }, [editor, value, html]);

  const over = visibleLength(html) >= max;
  return (
    <Input.Wrapper label={label} error={error} withAsterisk={withAsterisk} role="group" aria-label={label}>
      <MantineEditor editor={editor} labels={labels} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content mih={120} />
      </MantineEditor>
      <Group justify="flex-end" mt={4}>
        <Text size="xs" c={over ? 'red' : 'dimmed'} aria-label="Количество символов">
          {counterText(html, max)}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}

/** Stored HTML as the reader sees it; the server has sanitised it with its allow-list. */
export function RichTextView({ html }: { html: string }) {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
