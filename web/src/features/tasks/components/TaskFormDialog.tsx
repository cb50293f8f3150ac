import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TASK_DIALOG_CLOSE_MS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  parseTags,
  progressFor,
  taskBody,
  type Task,
  type TaskInput,
  type TaskStatus,
} from '@comptoir/core/modules/tasks';
import { FormDialog, useFormDialog, valuesOf } from '@/components/form/FormDialog';
import { useSuccessThenClose } from '@/components/form/use-success-then-close';
import { SelectField, TextField, TextareaField, bodyResolver, required } from '@/components/form/fields';
import { errorMessage, useAssignees, useSaveTask } from '../api';

export interface TaskFormValues {
  title: string;
  description: string;
  priority: string;
  status: string;
  dueDate: string;
  assigneeId: string;
  tags: string;
  progress: string;
}

function initialValues(task: Task | undefined): TaskFormValues {
  return {
    ...valuesOf(task, ['title', 'description', 'dueDate', 'assigneeId']),
    // Spec §5: priority medium and status pending by default.
    priority: task?.priority ?? 'medium',
    status: task?.status ?? 'pending',
    tags: task?.tags.join(', ') ?? '',
    progress: String(task?.progress ?? 0),
  };
}

/**
 * Form values → the body the core schema validates. A new task's progress follows its status;
 * an edited in-progress task sends the progress typed in.
 */
function toBody(values: TaskFormValues, editing: boolean): TaskInput {
  const progress = Number(values.progress);
  return {
    title: values.title,
    description: values.description,
    priority: values.priority as TaskInput['priority'],
    status: values.status as TaskInput['status'],
    dueDate: values.dueDate,
    assigneeId: values.assigneeId,
    tags: parseTags(values.tags),
    ...(editing && values.status === 'in-progress' && values.progress !== '' && Number.isFinite(progress)
      ? { progress }
      : {}),
  };
}

const resolver = bodyResolver<TaskFormValues>(taskBody, (values) => toBody(values, true));

export interface TaskFormDialogProps {
  /** Create a task, or edit `task`. */
  task?: Task | undefined;
  onClose: () => void;
}

/**
 * 'Nouvelle Tâche' / 'Modifier la Tâche' (spec §5): validated by the core schema, a field's error
 * clears as soon as it is edited; on success the message shows and the dialog closes 1.5 s later.
 */
export function TaskFormDialog({ task, onClose }: TaskFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveTask();
  const assignees = useAssignees();
  // Spec §8: the dialog closes 1.5 s after the success message.
  const [success, setSuccess] = useSuccessThenClose(onClose, TASK_DIALOG_CLOSE_MS);
  const { form, dialog } = useFormDialog<TaskFormValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: initialValues(task),
    save: (values) => save.mutateAsync({ id: task?.id, body: toBody(values, Boolean(task)) }),
    // The dialog stays open with the message, then closes by itself.
    onSaved: setSuccess,
    failedKey: task ? 'tasks.errors.update' : 'tasks.errors.create',
  });
  const status = useWatch({ control: form.control, name: 'status' }) as TaskStatus;

  const options = assignees.data?.items ?? [];
  // A task may keep an assignee who is no longer active: still show them.
  const keepsInactive = task?.assigneeId && !options.some((o) => o.id === task.assigneeId);
  const done = success !== null;

  return (
    <FormDialog
      {...dialog}
      title={task ? t('tasks.form.editTitle') : t('tasks.form.createTitle')}
      onClose={onClose}
      submitDisabled={done}
      labels={{
        cancel: done ? t('common.close') : t('tasks.actions.cancel'),
        close: t('tasks.actions.cancel'),
        submit: task ? t('tasks.actions.save') : t('tasks.actions.create'),
      }}
      alerts={[
        success !== null && { success },
        assignees.isError && errorMessage(assignees.error, 'tasks.errors.assignees'),
      ]}
      size="lg"
      settings={{ clearOnChange: true }}
    >
      <fieldset disabled={done} className="space-y-4">
        <TextField name="title" label={required(t('tasks.fields.title'))} autoFocus />
        <TextareaField name="description" label={required(t('tasks.fields.description'))} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="priority"
            label={t('tasks.fields.priority')}
            options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`tasks.priorities.${p}`) }))}
          />
          <SelectField
            name="status"
            label={t('tasks.fields.status')}
            options={TASK_STATUSES.map((s) => ({ value: s, label: t(`tasks.statuses.${s}`) }))}
          />
          <TextField name="dueDate" label={required(t('tasks.fields.dueDate'))} type="date" />
          <SelectField
            name="assigneeId"
            label={required(t('tasks.fields.assignee'))}
            placeholder={t('tasks.fields.chooseAssignee')}
            options={[
              ...(keepsInactive ? [{ value: task.assigneeId!, label: task.assignee ?? '' }] : []),
              ...options.map((a) => ({ value: a.id, label: a.name })),
            ]}
          />
        </div>
        <TextField
          name="tags"
          label={t('tasks.fields.tags')}
          hint={t('tasks.fields.tagsHint')}
          placeholder={t('tasks.fields.tagsPlaceholder')}
        />
        {status === 'in-progress' && task ? (
          <TextField
            name="progress"
            label={t('tasks.fields.progress')}
            hint={t('tasks.form.progressHint')}
            type="number"
            min={1}
            max={99}
            step={1}
          />
        ) : (
          <p className="text-muted-foreground text-sm">
            {t('tasks.form.progressValue', { value: progressFor(status) })} — {t('tasks.form.progressHint')}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
