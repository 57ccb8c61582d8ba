import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { HomeContentDraft } from '@/features/admin-content/home-content-draft';

interface HomeContentFormProps {
  draft: HomeContentDraft;
  pending: boolean;
  /** Saving would change nothing. */
  unchanged: boolean;
  onChange: (change: Partial<HomeContentDraft>) => void;
  onSave: () => void;
}

/** The four parts of the home page content and Save. */
export const HomeContentForm = ({ draft, pending, unchanged, onChange, onSave }: HomeContentFormProps) => {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !unchanged) onSave();
  };

  return (
    <Stack as="form" gap="4" onSubmit={submit}>
      <Field.Root disabled={pending}>
        <Field.Label>Title</Field.Label>
        <Input
          value={draft.title}
          maxLength={120}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </Field.Root>
      <Field.Root disabled={pending}>
        <Field.Label>Subtitle</Field.Label>
        <Input
          value={draft.subtitle}
          maxLength={240}
          onChange={(event) => onChange({ subtitle: event.target.value })}
        />
      </Field.Root>
      <Field.Root disabled={pending}>
        <Field.Label>Description</Field.Label>
        <Textarea
          value={draft.description}
          maxLength={2000}
          rows={4}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Field.Root>
      <Field.Root disabled={pending}>
        <Field.Label>Features</Field.Label>
        <Textarea
          value={draft.features}
          rows={5}
          onChange={(event) => onChange({ features: event.target.value })}
        />
        <Field.HelperText>One feature per line; blank lines are ignored.</Field.HelperText>
      </Field.Root>
      <Button
        type="submit"
        disabled={unchanged}
        loading={pending}
        loadingText="Saving..."
        alignSelf={{ sm: 'flex-start' }}
      >
        Save Content
      </Button>
    </Stack>
  );
};
