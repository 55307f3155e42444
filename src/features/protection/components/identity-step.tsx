import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import toast from 'react-hot-toast';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '@site/forms/schema-form';
import { precompiledValidator } from '@site/forms/precompiled';
import identitySchemaJson from '@schemas/forms/protection-identity.json';
import identityUiJson from '@schemas/forms/protection-identity.ui.json';
import * as identityFns from '@site/generated/validators/protection-identity';
import type { ProtectionIdentityForm } from '@site/generated/forms/protection-identity';
import { useSaveIdentity } from '@site/features/protection/api/identity';

const schema = identitySchemaJson as RJSFSchema;
const uiSchema = identityUiJson as UiSchema;
const validator = precompiledValidator<ProtectionIdentityForm>(identityFns, schema);

/**
 * The identity step before the first deposit (docs/registration-checks.md), shown in the deposit dialog instead of the deposit
 * form while the market requires identity and the player has not given it: TC number (check digits checked here
 * and by the server, contracts/domain/identity.ts) and birth date (18+). The later siblings (the deposit form) stay hidden
 * until it is saved; the server refuses a deposit without it in any case.
 */
export function IdentityStep() {
  const { t } = useTranslation();
  const theme = useTheme();
  const save = useSaveIdentity();
  const [data, setData] = useState<Partial<ProtectionIdentityForm>>({});
  const submit = (form: ProtectionIdentityForm) => {
    const { day, month, year } = form.birthDate;
    save.mutate(
      { personalNo: form.personalNo, birthDate: `${year}-${month}-${day}` },
      { onError: (error) => toast.error(error.message) },
    );
  };
  return (
    <section
      aria-labelledby="identity-step-title"
      data-testid="identity-step"
      css={{
        display: 'grid',
        gap: 14,
        marginBottom: 16,
        padding: 16,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surfaceRaised,
        // The deposit form after this step waits until the identity is given.
        '& ~ *': { display: 'none' },
      }}
    >
      <div css={{ display: 'grid', gap: 6 }}>
        <h3 id="identity-step-title" css={{ margin: 0, fontSize: 18 }}>
          {t('protection.identity.title')}
        </h3>
        <p css={{ margin: 0, color: theme.colors.textMuted, lineHeight: 1.5 }}>{t('protection.identity.lead')}</p>
      </div>
      <SchemaForm<ProtectionIdentityForm>
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={data}
        onChange={setData}
        onSubmit={submit}
        submitLabel={t('protection.identity.submit')}
        loading={save.isPending}
      />
    </section>
  );
}
