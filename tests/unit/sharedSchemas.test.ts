import { describe, expect, it } from 'vitest';
import { featureFormSchema, whatsNewListQuerySchema } from '../../src/domain/newFeatures';
import { planItemSchema } from '../../src/domain/productPlanningPayloads';
import { activityLogSchema } from '../../src/domain/session';
import { anonymousSuggestionSchema, suggestionUpdateSchema } from '../../src/domain/feedback/suggestions';
import { userLogQuerySchema } from '../../src/domain/userLogQuery';
import { bulkSchema, userSchema } from '../../src/domain/userPayloads';
import { validate } from '../../src/domain/validation';

// The shared schemas are zod/mini: this file loads no zod locale, as in the browser, so every message
// below is the schema's own.
describe('the shared payload schemas (zod/mini)', () => {
  it('trim, lower-case and default the form values as the server stores them', () => {
    expect(validate(userSchema, { name: ' Ann ', email: ' Ann@Example.COM ', excedeId: '', landingPage: '', temporaryPassword: '' })).toEqual({
      ok: true,
      data: { name: 'Ann', email: 'ann@example.com', excedeId: null, roleIds: [], permissionIds: [], branchIds: [], landingPage: null, active: true },
    });
    expect(validate(planItemSchema, { title: ' Card ', area: 'Parts', priority: 'Low', targetDate: '' })).toEqual({
      ok: true,
      data: { title: 'Card', description: '', area: 'Parts', priority: 'Low', status: 'Idea', targetDate: null },
    });
    expect(validate(suggestionUpdateSchema, { status: 'New', reply: '   ' })).toEqual({ ok: true, data: { status: 'New', reply: null } });
    expect(validate(activityLogSchema, { action: 'route', data: { fromObj: null, toObj: {} }, loadtime: 0, pageName: 'Users' })).toEqual({
      ok: true,
      data: { action: 'route', userAgent: '', data: { fromObj: null, toObj: { name: '', params: {}, query: {}, path: '' } }, description: '', loadtime: 0, pageName: 'Users' },
    });
  });

  it('give each field its own message, the first one per field', () => {
    expect(validate(planItemSchema, { title: '  ', targetDate: '2025-02-30x' })).toEqual({
      ok: false,
      errors: { title: 'Enter a title.', area: 'Choose an area.', priority: 'Choose a priority.', targetDate: 'Target date must be a date (MM/DD/YYYY).' },
    });
    expect(validate(anonymousSuggestionSchema, { title: 'T', description: 'D', screen: 'Nowhere', name: ' ', email: 'not-an-email' })).toEqual({
      ok: false,
      errors: { screen: 'Choose the screen it concerns.', name: 'Name is required.', email: 'Enter a valid email address.' },
    });
    expect(validate(userSchema, { name: 'N', email: 'a@b.co', temporaryPassword: 'short', roleIds: [1.5] })).toEqual({
      ok: false,
      errors: { 'roleIds.0': 'roleIds must be an id.', temporaryPassword: 'Temporary password must be at least 8 characters.' },
    });
  });

  it('turn values and report the failures of transforms and cross-field rules', () => {
    expect(validate(featureFormSchema, { pageName: 'P', description: 'D', status: 'Draft', permissionIds: '3, 1,3' })).toMatchObject({
      ok: true,
      data: { documentUrl: null, videoUrl: null, permissionIds: [3, 1] },
    });
    expect(validate(featureFormSchema, { pageName: 'P', description: 'D', status: 'Draft', permissionIds: '1,x' })).toEqual({
      ok: false,
      errors: { permissionIds: 'Permissions must be a list of permission ids.' },
    });
    expect(validate(whatsNewListQuerySchema, { pmid: '' })).toEqual({ ok: true, data: { page: 1, view: 'Published', pmid: undefined } });
    expect(validate(bulkSchema, { action: 'assignRole', userIds: [1] })).toEqual({ ok: false, errors: { roleId: 'Choose a role.' } });
    expect(validate(userLogQuerySchema, { from: '2025-02-01', to: '2025-01-01' })).toEqual({ ok: false, errors: { to: 'to must not be before from.' } });
  });
});
