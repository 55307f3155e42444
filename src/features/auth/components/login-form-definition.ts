import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import schemaJson from '@schemas/forms/login.json';
import uiJson from '@schemas/forms/login.ui.json';
import * as validateFns from '@site/generated/validators/login';
import { precompiledValidator } from '@site/forms/precompiled';
import type { LoginForm } from '@site/generated/forms/login';

/** The login form (docs/product.md §2 Login, §5: username 3-35, password 5-100) with its precompiled validator. */
export const loginSchema = schemaJson as RJSFSchema;
export const loginUiSchema = uiJson as UiSchema;
export const loginValidator = precompiledValidator<LoginForm>(validateFns, loginSchema);
