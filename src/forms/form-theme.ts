import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { FieldTemplate } from './templates/field-template';
import { ObjectFieldTemplate } from './templates/object-field-template';
import { BaseInputTemplate } from './widgets/base-input-template';
import { TextWidget } from './widgets/masked-text-widget';
import { PasswordWidget } from './widgets/password-widget';
import { NewPasswordWidget } from './widgets/new-password-widget';
import { SelectWidget } from './widgets/select-widget';
import { CheckboxWidget } from './widgets/checkbox-widget';
import { LiraWidget } from './widgets/lira-widget';
import { PasteMaskedWidget } from './widgets/paste-masked-widget';
import { UnsupportedWidget } from './widgets/unsupported-widget';

/** The RJSF theme of the site: Emotion-styled templates and widgets (docs/architecture.md: Forms). */
export const formTemplates: Partial<TemplatesType> = { FieldTemplate, ObjectFieldTemplate, BaseInputTemplate };

export const formWidgets: RegistryWidgetsType = {
  TextWidget,
  PasswordWidget,
  SelectWidget,
  CheckboxWidget,
  // Registered by name as well: RJSF maps 'checkbox' to a widget only for booleans, but the trial bonus is 0/1.
  checkbox: CheckboxWidget,
  // 'email' and 'tel' keep the text widget so masks and inputMode apply the same way.
  EmailWidget: TextWidget,
  // Payment-field mapper (docs/product.md §5 dynamic forms): masked text with a paste button, lira numbers, unknown fields.
  pasteMasked: PasteMaskedWidget,
  lira: LiraWidget,
  unsupported: UnsupportedWidget,
  // A new password with its strength hint and the common-password check (docs/security.md "Common passwords").
  newPassword: NewPasswordWidget,
};
