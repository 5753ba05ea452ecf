import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, get, useForm, type FieldPath } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SHOW_TIME_ZONE, zoneName, type Season, type SeasonInput } from '@awards/contracts';
import { ErrorSummary, type Problem } from '@/components/form/error-summary';
import { seasonQueryOptions } from '@/entities/season/get-season';
import { localZoneName } from '@/entities/season/local-zone';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { typedTimeExample } from '@/lib/local-time';
import { useUpdateSeason } from '../api/update-season';
import { editableFields, roundValues, seasonResolver, seasonValues, type SeasonFormValues } from '../season-form-values';
import { RoundFieldset } from './round-fieldset';
import { fieldId } from './season-field';
import { SealedRound } from './sealed-round';
import { WindowFieldset } from './window-fieldset';
import './season-form.css';

/**
 * The season's one form: the applications window, each voting round (a sealed one read-only), the
 * live show. The contracts' schema checks it before anything is sent, and the server's answer lands
 * on the same fields; every problem shows at once, under its field and in a summary at the top.
 */
export function SeasonForm({ season }: { season: Season }) {
  const { t, i18n } = useTranslation('season');
  const language = useLanguage();
  const errorText = useFormErrorText();
  const queryClient = useQueryClient();
  const zoneId = useId();
  // Every date field is read with the zone and the format to type in.
  const timeNotes = `${zoneId} ${zoneId}-format`;
  const summary = useRef<HTMLDivElement>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const save = useUpdateSeason();
  // The summary takes the focus after a failed save, not the first field: it lists them all.
  const form = useForm<SeasonFormValues, unknown, SeasonInput>({ resolver: seasonResolver(season, i18n.language), defaultValues: seasonValues(season, i18n.language), shouldFocusError: false });
  const {
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isDirty },
  } = form;
  const fields = editableFields(season);
  const placed = new Set(fields.map((field) => field.name));

  useEffect(() => {
    if (summaryFocus) summary.current?.focus();
  }, [summaryFocus]);

  const placeOf = (section: 'applications' | 'live' | number) =>
    typeof section === 'number' ? t('season.round', { number: section + 1, kind: t(`rounds.${season.rounds[section]!.kind}`) }) : t(`season.${section}`);
  const failure = save.isError ? describeApiError(save.error, language) : null;
  const unplaced = failure ? Object.entries(failure.fields).filter(([name]) => !placed.has(name)) : [];
  const formProblems: Problem[] = !failure
    ? []
    : failure.code === 'validation_error' && Object.keys(failure.fields).length > 0
      ? unplaced.map(([, message]) => ({ id: null, message }))
      : [{ id: null, message: failure.message }];
  const problems: Problem[] = [
    ...formProblems,
    ...fields.flatMap(({ name, section, field }) => {
      const message = errorText((get(errors, name) as { message?: string } | undefined)?.message);
      return message ? [{ id: fieldId(name), place: `${placeOf(section)} · ${t(`season.${field}`)}`, message }] : [];
    }),
  ];

  /** A round sealed since the page loaded keeps its stored dates and blend, shown read-only. */
  const takeSealedRounds = async () => {
    const fresh = await queryClient.fetchQuery({ ...seasonQueryOptions(), staleTime: 0 });
    fresh.rounds.forEach((round, index) => {
      if (round.seal) setValue(`rounds.${index}`, roundValues(round, i18n.language));
    });
  };

  const onValid = (input: SeasonInput) =>
    save.mutate(input, {
      onSuccess: (saved) => reset(seasonValues(saved, i18n.language)),
      onError: (error) => {
        const described = describeApiError(error, language);
        for (const [name, message] of Object.entries(described.fields)) {
          if (placed.has(name)) setError(name as FieldPath<SeasonFormValues>, { type: 'server', message });
        }
        if (described.code === 'round_sealed') void takeSealedRounds();
        setSummaryFocus((count) => count + 1);
      },
    });
  const onInvalid = () => {
    save.reset();
    setSummaryFocus((count) => count + 1);
  };

  return (
    <FormProvider {...form}>
      <form className="season-form" noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
        <p className="season-form__zone" id={zoneId}>
          {t('common.zone', { zone: localZoneName(i18n.language) })}
        </p>
        <p className="season-form__format" id={`${zoneId}-format`}>
          {t('common.typeAs', { example: typedTimeExample(i18n.language), showZone: zoneName(new Date(), i18n.language, SHOW_TIME_ZONE) })}
        </p>
        <ErrorSummary ref={summary} title={t(problems.some((problem) => problem.id === null) ? 'season.summaryFailed' : 'season.summaryTitle')} problems={problems} />
        <WindowFieldset section="applications" zoneId={timeNotes} />
        {season.rounds.map((round, index) =>
          round.seal ? <SealedRound key={round.id} round={round} seal={round.seal} index={index} /> : <RoundFieldset key={round.id} round={round} index={index} zoneId={timeNotes} />,
        )}
        <WindowFieldset section="live" zoneId={timeNotes} />
        <div className="season-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t(save.isPending ? 'season.saving' : 'season.save')}
          </button>
          <p className="season-form__status" role="status">
            {save.isSuccess && !isDirty ? t('season.saved') : ''}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
