import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { planQueries } from '@/api/queries/plans';

/**
 * A destination's name by its service key, from GET /services/schema in the active language; the key
 * itself while the schema loads or when it names a service the schema lacks.
 */
export function useServiceNames(): (key: string) => string {
  const { i18n } = useLingui();
  const schema = useQuery(planQueries.servicesSchema(i18n.locale));
  return (key) => schema.data?.find((service) => service.key === key)?.name ?? key;
}
