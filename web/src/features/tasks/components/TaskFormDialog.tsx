import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
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
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
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

const FIELDS = [
  'title',
  'description',
  'priority',
  'status',
  'dueDate',
  'assigneeId',
  'tags',
  'progress',
] as const;
type Field = (typeof FIELDS)[number];

function initialValues(task: Task | undefined): TaskFormValues {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    // Spec §5: priority medium and status pending by default.
    priority: task?.priority ?? 'medium',
    status: task?.status ?? 'pending',
    dueDate: task?.dueDate ?? '',
    assigneeId: task?.assigneeId ?? '',
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

const resolver: Resolver<TaskFormValues> = async (values, context, options) => {
  const result = await (zodResolver(taskBody) as unknown as Resolver<TaskInput>)(
    toBody(values, true),
    context,
    options as never,
  );
  return result.errors && Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as never }
    : { values, errors: {} };
};

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
  const id = useId();
  const fieldMessage = useFieldMessage();
  const save = useSaveTask();
  const assignees = useAssignees();
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TaskFormValues>({
    defaultValues: initialValues(task),
    resolver,
    reValidateMode: 'onSubmit',
  });
  const status = useWatch({ control, name: 'status' }) as TaskStatus;

  const close = useEffectEvent(onClose);
  // Spec §8: the dialog closes 1.5 s after the success message.
  useEffect(() => {
    if (success === null) return;
    const timer = setTimeout(() => close(), TASK_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await save.mutateAsync({ id: task?.id, body: toBody(values, Boolean(task)) });
      setSuccess(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) {
            setError(field as Field, { type: 'server', message: text });
          }
        }
      }
      setServerError(errorMessage(error, task ? 'tasks.errors.update' : 'tasks.errors.create'));
    }
  });

  const field = (name: Field) => {
    const fieldId = `${id}-${name}`;
    const error = fieldMessage(errors[name]);
    const registered = register(name, { onChange: () => clearErrors(name) });
    return {
      fieldId,
      error,
      control: {
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(fieldId, error),
        ...registered,
      },
    };
  };
  const f = Object.fromEntries(FIELDS.map((name) => [name, field(name)])) as Record<
    Field,
    ReturnType<typeof field>
  >;
  const required = (label: string) => `${label} *`;
  const options = assignees.data?.items ?? [];
  // A task may keep an assignee who is no longer active: still show them.
  const keepsInactive = task?.assigneeId && !options.some((o) => o.id === task.assigneeId);
  const done = success !== null;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={task ? t('tasks.form.editTitle') : t('tasks.form.createTitle')}
      closeLabel={t('tasks.actions.cancel')}
      size="lg"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {success ? <Alert variant="success">{success}</Alert> : null}
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        {assignees.isError ? (
          <Alert variant="destructive">{errorMessage(assignees.error, 'tasks.errors.assignees')}</Alert>
        ) : null}
        <fieldset disabled={done} className="space-y-4">
          <FormField id={f.title.fieldId} label={required(t('tasks.fields.title'))} error={f.title.error}>
            <Input {...f.title.control} autoFocus />
          </FormField>
          <FormField
            id={f.description.fieldId}
            label={required(t('tasks.fields.description'))}
            error={f.description.error}
          >
            <Textarea {...f.description.control} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={f.priority.fieldId} label={t('tasks.fields.priority')} error={f.priority.error}>
              <Select {...f.priority.control}>
                {TASK_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {t(`tasks.priorities.${p}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={f.status.fieldId} label={t('tasks.fields.status')} error={f.status.error}>
              <Select {...f.status.control}>
                {TASK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`tasks.statuses.${s}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id={f.dueDate.fieldId}
              label={required(t('tasks.fields.dueDate'))}
              error={f.dueDate.error}
            >
              <Input {...f.dueDate.control} type="date" />
            </FormField>
            <FormField
              id={f.assigneeId.fieldId}
              label={required(t('tasks.fields.assignee'))}
              error={f.assigneeId.error}
            >
              <Select {...f.assigneeId.control}>
                <option value="">{t('tasks.fields.chooseAssignee')}</option>
                {keepsInactive ? <option value={task.assigneeId!}>{task.assignee ?? ''}</option> : null}
                {options.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField
            id={f.tags.fieldId}
            label={t('tasks.fields.tags')}
            hint={t('tasks.fields.tagsHint')}
            error={f.tags.error}
          >
            <Input
              {...f.tags.control}
              aria-describedby={describedBy(f.tags.fieldId, f.tags.error, 'hint')}
              placeholder={t('tasks.fields.tagsPlaceholder')}
            />
          </FormField>
          {status === 'in-progress' && task ? (
            <FormField
              id={f.progress.fieldId}
              label={t('tasks.fields.progress')}
              hint={t('tasks.form.progressHint')}
              error={f.progress.error}
            >
              <Input
                {...f.progress.control}
                aria-describedby={describedBy(f.progress.fieldId, f.progress.error, 'hint')}
                type="number"
                min={1}
                max={99}
                step={1}
              />
            </FormField>
          ) : (
            <p className="text-muted-foreground text-sm">
              {t('tasks.form.progressValue', { value: progressFor(status) })} — {t('tasks.form.progressHint')}
            </p>
          )}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {done ? t('common.close') : t('tasks.actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting || done}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {task ? t('tasks.actions.save') : t('tasks.actions.create')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
