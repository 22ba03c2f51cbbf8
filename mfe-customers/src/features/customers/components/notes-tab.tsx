import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Flex, Input, Spin, Typography } from 'antd';
import Timeline from 'antd/es/timeline';
import { useState } from 'react';
import { type CustomerNote, MAX_NOTE_LENGTH } from 'shared-api';
import { formatMessageTime } from 'shared-ui';
import { useActionSize } from '../../../shared/use-action-size';
import { useGetCustomerNotesInfiniteQuery } from '../api/customers-api';
import { useNoteActions } from '../hooks/use-note-actions';
import { useSilentFailure } from '../hooks/use-silent-failure';
import { LoadMore } from './load-more';

/**
 * The Notes tab: a note to add, and the customer's notes newest first, page by page, each with its author and
 * time; the author edits a note in place, the author or an admin deletes it. Notes others add appear live.
 */
export function NotesTab({ customerId }: { customerId: string }) {
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetCustomerNotesInfiniteQuery(customerId);
  useSilentFailure(isError, 'Failed to load notes');
  const actions = useNoteActions(customerId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const notes = data?.pages.flatMap((page) => page.notes) ?? [];

  const timeline = () => {
    if (isLoading) return <Spin />;
    if (isError && notes.length === 0) {
      return (
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">The notes could not be loaded.</Typography.Text>
          <Button onClick={() => refetch()}>Retry</Button>
        </Flex>
      );
    }
    if (notes.length === 0)
      return <Typography.Text type="secondary">No notes for this customer yet.</Typography.Text>;
    return (
      <Timeline
        items={notes.map((note) => ({
          key: note.id,
          content:
            note.id === editingId ? (
              <NoteEditor
                label="Edit note"
                initial={note.body}
                submitLabel="Save Note"
                saving={actions.updating}
                onSave={async (body) => {
                  const saved = await actions.save(body, note.id);
                  if (saved) setEditingId(null);
                  return saved;
                }}
                onCancel={() => setEditingId(null)}
              />
            ) : (
              <NoteItem
                note={note}
                onEdit={() => setEditingId(note.id)}
                onDelete={() => actions.remove(note)}
              />
            ),
        }))}
      />
    );
  };

  return (
    <Flex vertical gap="large">
      <NoteEditor
        label="New note"
        submitLabel="Add Note"
        saving={actions.adding}
        onSave={actions.save}
        clearOnSave
      />
      {timeline()}
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} onLoad={() => fetchNextPage()}>
        Show older notes
      </LoadMore>
    </Flex>
  );
}

interface NoteItemProps {
  note: CustomerNote;
  onEdit(): void;
  onDelete(): void;
}

function NoteItem({ note, onEdit, onDelete }: NoteItemProps) {
  const edited = note.updatedAt !== note.createdAt;
  return (
    <article aria-label={`Note by ${note.author?.name ?? 'a former user'}`} data-testid="customer-note">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <span>
          <Typography.Text strong>{note.author?.name ?? 'Former user'}</Typography.Text>{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatMessageTime(note.createdAt)}
            {edited && ` · edited ${formatMessageTime(note.updatedAt)}`}
          </Typography.Text>
        </span>
        <Flex gap={4}>
          {note.canEdit && (
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label="Edit note"
              onClick={onEdit}
            />
          )}
          {note.canDelete && (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label="Delete note"
              onClick={onDelete}
            />
          )}
        </Flex>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{note.body}</Typography.Paragraph>
    </article>
  );
}

interface NoteEditorProps {
  label: string;
  initial?: string;
  submitLabel: string;
  saving: boolean;
  /** Resolves true when saved; on false the text stays as typed. */
  onSave(body: string): Promise<boolean>;
  onCancel?(): void;
  /** Empties the box once saved (adding a note; an edited note's box closes instead). */
  clearOnSave?: boolean;
}

function NoteEditor({
  label,
  initial = '',
  submitLabel,
  saving,
  onSave,
  onCancel,
  clearOnSave,
}: NoteEditorProps) {
  const [text, setText] = useState(initial);
  const actionSize = useActionSize();
  const body = text.trim();
  const submit = async () => {
    if ((await onSave(body)) && clearOnSave) setText('');
  };
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label={label}
        placeholder={onCancel ? undefined : 'Write a note about this customer...'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={MAX_NOTE_LENGTH}
        showCount
        rows={3}
      />
      <Flex gap={8} justify="flex-end">
        {onCancel && (
          <Button size={actionSize} onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button
          type="primary"
          size={actionSize}
          loading={saving}
          disabled={!body || body === initial}
          onClick={submit}
        >
          {submitLabel}
        </Button>
      </Flex>
    </Flex>
  );
}
