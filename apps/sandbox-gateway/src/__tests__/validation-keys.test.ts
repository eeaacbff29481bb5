import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { call, login } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

describe('a confirmation that differs: inconsistent_twice (docs/product/forms-and-records.md "Forms")', () => {
  it('is what the platform answers, naming the confirmation field, for a password change, a registration and a payment password', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const change = await call(h, endpoints.changePassword, { oldPassword: 'demo1234', newPassword: 'fresh1234', confirmNewPassword: 'fresh9999' }, { token });
    expect(change.status).toBe(400);
    expect(change.body).toMatchObject({ success: false, message: ERROR_KEY.inconsistentTwice, value: { field: 'confirmNewPassword' } });
    // Nothing changed: the old password still logs in.
    await expect(login(h, 'demo', 'demo1234')).resolves.toBeTruthy();

    const register = await call(h, endpoints.register, { username: 'twice01', password: 'secret12', confirmPassword: 'secret13', registerMethod: 'WEB' });
    expect(register.body).toMatchObject({ message: ERROR_KEY.inconsistentTwice, value: { field: 'confirmPassword' } });
    expect(h.db.prepare("SELECT COUNT(*) FROM members WHERE username = 'twice01'").pluck().get()).toBe(0);

    const payment = await call(
      h,
      endpoints.paymentPasswordSet,
      { verificationCode: '123456', paymentPassword: '246810', confirmPaymentPassword: '246811' },
      { token },
    );
    expect(payment.body).toMatchObject({ message: ERROR_KEY.inconsistentTwice, value: { field: 'confirmPaymentPassword' } });

    // Any other broken rule still names its field.
    const short = await call(h, endpoints.changePassword, { oldPassword: 'demo1234', newPassword: '', confirmNewPassword: '' }, { token });
    expect(short.body.message).toBe('invalid_request: newPassword');
  });
});
