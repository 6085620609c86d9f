// The delivery address at checkout. Validated in the browser with the very schema the API applies
// (shared/schemas/orders.ts), so a postcode the server would refuse is caught here, with the same words.
import { zodResolver } from '@hookform/resolvers/zod';
import { DELIVERY_COUNTRY, ShippingAddress, type ShippingAddressInput } from '@shared/schemas/orders';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Field, Input } from '@client/components/ui/field';

const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  address: 'Address',
  city: 'Town or city',
  postalCode: 'Postcode',
  country: 'Country',
} as const;

/** 'is required' → 'Postcode is required': the schema's words, led by the field's label. */
const say = (name: keyof typeof LABELS, error?: FieldError) =>
  error?.message ? `${LABELS[name]} ${error.message}` : undefined;

const PREFILLED = ['firstName', 'lastName', 'address', 'city', 'postalCode'] as const;

export function AddressForm({
  id,
  defaultValues,
  prefill,
  onSubmit,
  children,
}: {
  id: string;
  defaultValues: Partial<ShippingAddressInput>;
  /**
   * An address to start from once it arrives (a repeat customer's latest delivery address): fills the fields
   * the shopper has not changed yet, once; every field stays editable.
   */
  prefill?: Partial<Record<(typeof PREFILLED)[number], string>> | null;
  onSubmit(address: ShippingAddress): void;
  children?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ShippingAddressInput, unknown, ShippingAddress>({
    resolver: zodResolver(ShippingAddress),
    defaultValues: {
      firstName: '',
      lastName: '',
      address: '',
      city: '',
      postalCode: '',
      ...defaultValues,
      country: DELIVERY_COUNTRY,
    },
    // Errors first appear on submit: validating on blur would move the Checkout button between the press and
    // the release of the very click that blurred the field, and the click would be lost.
    mode: 'onSubmit',
  });

  const prefilled = useRef(false);
  useEffect(() => {
    if (!prefill || prefilled.current) return;
    prefilled.current = true;
    for (const name of PREFILLED) {
      const untouched = (getValues(name) ?? '') === (defaultValues[name] ?? '');
      if (untouched && prefill[name]) setValue(name, prefill[name]);
    }
  }, [prefill, defaultValues, getValues, setValue]);

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        Delivery address
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Field label={LABELS.firstName} error={say('firstName', errors.firstName)}>
          {(a) => <Input {...a} autoComplete="given-name" maxLength={50} {...register('firstName')} />}
        </Field>
        <Field label={LABELS.lastName} error={say('lastName', errors.lastName)}>
          {(a) => <Input {...a} autoComplete="family-name" maxLength={50} {...register('lastName')} />}
        </Field>
      </div>
      <Field label={LABELS.address} error={say('address', errors.address)}>
        {(a) => <Input {...a} autoComplete="street-address" maxLength={200} {...register('address')} />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={LABELS.city} error={say('city', errors.city)}>
          {(a) => <Input {...a} autoComplete="address-level2" maxLength={80} {...register('city')} />}
        </Field>
        <Field label={LABELS.postalCode} error={say('postalCode', errors.postalCode)}>
          {(a) => (
            <Input
              {...a}
              autoComplete="postal-code"
              autoCapitalize="characters"
              maxLength={10}
              className="uppercase"
              {...register('postalCode')}
            />
          )}
        </Field>
      </div>
      <Field label={LABELS.country} hint="We deliver within the UK" error={say('country', errors.country)}>
        {(a) => <Input {...a} autoComplete="country-name" readOnly className="bg-cream" {...register('country')} />}
      </Field>
      {children}
    </form>
  );
}
