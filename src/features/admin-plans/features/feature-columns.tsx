import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import type { AdminFeature } from '@/api/queries/admin-plans';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { Badge } from '@/components/ui/badge';
import { RowActionsTrigger } from '@/components/admin-list/row-actions-trigger';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { textIn } from '../text-in-language';
import { FEATURE_TYPE_NAMES } from './feature-type';

interface FeatureActions {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (feature: AdminFeature) => void;
  onDelete: (feature: AdminFeature) => void;
}

function RowActions({
  feature,
  canUpdate,
  canDelete,
  onEdit,
  onDelete,
}: FeatureActions & { feature: AdminFeature }) {
  const { i18n } = useLingui();
  if (!canUpdate && !canDelete) return null;
  return (
    <DropdownMenu>
      <RowActionsTrigger name={textIn(feature, i18n.locale).name} />
      <DropdownMenuContent align="end">
        {canUpdate ? (
          <DropdownMenuItem onSelect={() => onEdit(feature)}>
            <Pencil aria-hidden />
            <Trans>Edit</Trans>
          </DropdownMenuItem>
        ) : null}
        {canDelete ? (
          <DropdownMenuItem variant="destructive" onSelect={() => onDelete(feature)}>
            <Trash2 aria-hidden />
            <Trans>Delete</Trans>
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The features list's columns: the feature (name, slug, description), its kind, how many plans offer
 * it, whether plan pages show it, its display order and its actions.
 */
export function useFeatureColumns(actions: FeatureActions): readonly AdminColumn<AdminFeature>[] {
  const { t, i18n } = useLingui();
  const { canUpdate, canDelete, onEdit, onDelete } = actions;
  return useMemo(
    () => [
      {
        key: 'name',
        label: t`Feature`,
        sortable: true,
        cell: (feature) => {
          const { name, description } = textIn(feature, i18n.locale);
          return (
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words">{name}</span>
              <span className="text-xs break-all text-muted-foreground">{feature.slug}</span>
              {description ? <span className="text-xs text-muted-foreground">{description}</span> : null}
            </span>
          );
        },
      },
      { key: 'type', label: t`Kind`, cell: (feature) => i18n._(FEATURE_TYPE_NAMES[feature.type]) },
      {
        key: 'plans_count',
        label: t`Plans`,
        sortable: true,
        align: 'end',
        className: 'tabular-nums',
        cell: (feature) => feature.plans_count,
      },
      {
        key: 'is_active',
        label: t`Shown`,
        foldLabel: false,
        cell: (feature) =>
          feature.is_active ? (
            <Badge variant="success">
              <Trans context="feature state">Active</Trans>
            </Badge>
          ) : (
            <Badge variant="secondary">
              <Trans context="feature state">Switched off</Trans>
            </Badge>
          ),
      },
      {
        key: 'sort_order',
        label: t`Order`,
        sortable: true,
        align: 'end',
        hiddenByDefault: true,
        className: 'tabular-nums',
        cell: (feature) => feature.sort_order ?? 0,
      },
      {
        key: 'actions',
        label: t`Actions`,
        hideable: false,
        showFrom: 'always',
        foldLabel: false,
        align: 'end',
        cell: (feature) => (
          <RowActions
            feature={feature}
            canUpdate={canUpdate}
            canDelete={canDelete}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ),
      },
    ],
    [t, i18n, canUpdate, canDelete, onEdit, onDelete],
  );
}
