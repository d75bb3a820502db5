import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { addNoteRequestSchema, formatInstant, NOTE_MAX, type SubjectNote } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import { LoadingState } from '../../components/LoadingState.tsx';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { notesQuery, useAddNote, useDeleteNote } from './api.ts';

interface NotesModalProps {
  opened: boolean;
  onClose: () => void;
  denominazione?: string;
}

/** The new note as the form holds it: the request's own rule (trimmed, not blank, at most NOTE_MAX). */
const noteFormSchema = addNoteRequestSchema.pick({ nota: true });

/** Team notes on the selected subject (spec part 1 §2.6): plain text, newest first. */
export function NotesModal({ opened, onClose, denominazione }: NotesModalProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(noteFormSchema, { nota: '' });
  const [toDelete, setToDelete] = useState<SubjectNote | null>(null);
  const notes = useQuery({ ...notesQuery, enabled: opened });
  const add = useAddNote();
  const remove = useDeleteNote();

  const send = form.handleSubmit(({ nota }) =>
    add.mutate({ nota, ...(denominazione ? { denominazione } : {}) }, { onSuccess: () => form.reset() }),
  );

  return (
    <>
      <Modal
        opened={opened && toDelete === null}
        onClose={onClose}
        title={t('admin.notes.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <form onSubmit={(event) => void send(event)} noValidate>
            <Stack>
              <Textarea
                label={t('admin.notes.newNote')}
                maxLength={NOTE_MAX}
                rows={3}
                {...form.register('nota')}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => form.reset()}>
                  {t('admin.notes.clear')}
                </Button>
                <Button type="submit" disabled={!form.formState.isValid} loading={add.isPending}>
                  {t('admin.notes.send')}
                </Button>
              </Group>
            </Stack>
          </form>
          <Title order={2} fz="h4">
            {t('admin.notes.list')}
          </Title>
          {notes.isPending ? (
            <LoadingState />
          ) : notes.isError ? (
            <Alert color="red">{t('admin.notes.loadError')}</Alert>
          ) : notes.data.length === 0 ? (
            <Text c="dimmed">{t('admin.notes.empty')}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {notes.data.map((note) => (
                <Paper component="li" key={note.id} withBorder p="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Stack gap={4}>
                      <Text size="sm" c="dimmed">
                        {t('admin.notes.by', {
                          autore: note.autore,
                          data: formatInstant(note.dataInserimento),
                        })}
                      </Text>
                      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.nota}</Text>
                    </Stack>
                    <Button size="xs" variant="subtle" color="red" onClick={() => setToDelete(note)}>
                      {t('admin.notes.delete')}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      </Modal>
      <Modal
        opened={opened && toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('admin.notes.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>{t('admin.notes.confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('admin.notes.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
              }}
            >
              {t('admin.notes.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
