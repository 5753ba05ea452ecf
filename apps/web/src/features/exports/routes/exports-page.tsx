import { useTranslation } from 'react-i18next';
import { EXPORT_KINDS, EXPORT_LINKS } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { useStaffRoles } from '@/entities/staff/get-staff-self';
import { ExportPanel } from '../components/export-panel';
import './exports-page.css';

/** The CSV exports the caller's roles allow, as the contracts grant them: organisers all four, moderators the entries and contact messages. */
export function ExportsPage() {
  const { t } = useTranslation('exports');
  const roles = useStaffRoles();
  const kinds = EXPORT_KINDS.filter((kind) => EXPORT_LINKS[kind].roles.some((role) => roles.includes(role)));
  return (
    <Page title={t('title')} lead={t('lead')}>
      <div className="exports-page">
        {kinds.map((kind) => (
          <ExportPanel key={kind} kind={kind} />
        ))}
      </div>
    </Page>
  );
}
