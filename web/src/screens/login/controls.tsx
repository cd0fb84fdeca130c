/**
 * The few controls the sign-in page is made of, in the look of Ant Design's (the same sizes, colours and states:
 * login.css) without it. Why by hand: the sign-in page must load in 150 KB of gzipped script (docs/shell.md,
 * "Bundle budgets"), React alone is 66 KB of it, and Ant Design's form, input, button and segmented control with
 * the configuration, theme and style-in-script runtime they need were 175 KB more. The page needs a handful of
 * fields checked when left empty, two buttons and a message; the console's other screens keep Ant Design.
 */
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Icon, type IconName } from './icons';

/** A field's check: required (a value that is not only spaces), or a pattern checked once the field is left. */
export interface Rule {
  readonly required?: boolean;
  readonly pattern?: RegExp;
  readonly message: string;
  /** As Ant Design's `validateTrigger`: 'blur' checks only when the field is left (and on sending). */
  readonly on?: 'change' | 'blur';
}

type Values = Record<string, string>;

/** The first rule `value` breaks among those that apply to `trigger` ('submit': all of them). */
function broken(rules: readonly Rule[], value: string, trigger: 'change' | 'blur' | 'submit'): string {
  for (const rule of rules) {
    const on = rule.on ?? 'change';
    if (trigger !== 'submit' && on !== trigger && !(trigger === 'blur' && on === 'change')) continue;
    if (rule.required && value.trim() === '') return rule.message;
    if (rule.pattern && value !== '' && !rule.pattern.test(value)) return rule.message;
  }
  return '';
}

/**
 * The form's values and each field's message, as Ant Design's form keeps them: a field is checked as it changes
 * (its change rules) and when left (its blur rules), all of them when the form is sent; values outlive a field taken
 * off the form (the other way of signing in), its message does not.
 */
export function useFields() {
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Values>({});
  const rules = useRef(new Map<string, readonly Rule[]>());
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const check = useCallback((name: string, value: string, trigger: 'change' | 'blur' | 'submit') => {
    const message = broken(rules.current.get(name) ?? [], value, trigger);
    setErrors((e) => (e[name] === message ? e : { ...e, [name]: message }));
    return message === '';
  }, []);

  /** The props of a field's input; `fieldRules` are its checks. */
  const field = (name: string, fieldRules: readonly Rule[] = []) => {
    rules.current.set(name, fieldRules);
    return {
      id: name,
      value: values[name] ?? '',
      invalid: Boolean(errors[name]),
      onChange: (value: string) => {
        setValues((v) => ({ ...v, [name]: value }));
        check(name, value, 'change');
      },
      onBlur: () => {
        if (fieldRules.some((r) => r.on === 'blur')) check(name, valuesRef.current[name] ?? '', 'blur');
      },
    };
  };

  /** Checks the fields named (all shown now when none are) and answers whether they all pass. */
  const validate = (names?: readonly string[]): boolean => {
    let ok = true;
    for (const name of names ?? [...rules.current.keys()])
      if (!check(name, valuesRef.current[name] ?? '', 'submit')) ok = false;
    return ok;
  };

  /** Forgets the fields no longer on the form (their rules and messages). */
  const only = (names: readonly string[]) => {
    for (const name of [...rules.current.keys()]) if (!names.includes(name)) rules.current.delete(name);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => names.includes(k))));
  };

  return { values, errors, field, validate, only };
}

/** A labelled place on the form: its label above, its control, then its message (red) or its hint (grey). */
export function FormItem({
  label,
  htmlFor,
  error,
  extra,
  children,
}: {
  readonly label: string;
  readonly htmlFor?: string;
  readonly error?: string;
  readonly extra?: string;
  readonly children: ReactNode;
}) {
  return (
    <div className={`login-item${error ? ' login-item-error' : ''}`}>
      <div className="login-item-label">
        <label htmlFor={htmlFor}>{label}</label>
      </div>
      {children}
      {error ? (
        <div className="login-item-explain" id={htmlFor ? `${htmlFor}_help` : undefined}>
          {error}
        </div>
      ) : (
        extra && <div className="login-item-extra">{extra}</div>
      )}
    </div>
  );
}

/** An input with an icon before it (and the password's eye after it), large as the sign-in form's. */
export function TextInput({
  id,
  value,
  invalid,
  onChange,
  onBlur,
  icon,
  password,
  compact,
  ...rest
}: {
  readonly id: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly icon: IconName;
  readonly password?: boolean;
  readonly compact?: boolean;
  readonly autoComplete: string;
  readonly maxLength: number;
  readonly inputMode?: 'numeric';
  readonly 'aria-label'?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <span
      className={`login-input${invalid ? ' login-input-error' : ''}${compact ? ' login-input-compact' : ''}`}
    >
      <span className="login-input-prefix">
        <Icon name={icon} />
      </span>
      <input
        id={id}
        type={password && !shown ? 'password' : 'text'}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}_help` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        {...rest}
      />
      {password && (
        <span className="login-input-suffix">
          {/* biome-ignore lint/a11y/useSemanticElements: Ant Design's password eye, a span with a button's role */}
          <span
            role="button"
            tabIndex={-1}
            className="login-input-eye"
            aria-label={shown ? 'eye' : 'eye-invisible'}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setShown((s) => !s)}
            onKeyDown={undefined}
          >
            <Icon name={shown ? 'eyeOutlined' : 'eyeInvisibleOutlined'} />
          </span>
        </span>
      )}
    </span>
  );
}

/** Ant Design puts a space between the two characters of a two-character Chinese label (登录 → 登 录). */
const spaced = (text: ReactNode) =>
  typeof text === 'string' && /^[\u4e00-\u9fa5]{2}$/.test(text) ? `${text[0]} ${text[1]}` : text;

/** A button as Ant Design's: primary or default, large or small, with an icon that a spinner replaces. */
export function Button({
  primary,
  size,
  block,
  loading,
  icon,
  className,
  children,
  ...rest
}: {
  readonly primary?: boolean;
  readonly size?: 'large' | 'small';
  readonly block?: boolean;
  readonly loading?: boolean;
  readonly icon?: IconName;
  readonly className?: string;
  readonly children: ReactNode;
  readonly type?: 'submit' | 'button';
  readonly disabled?: boolean;
  readonly onClick?: () => void;
}) {
  const classes = [
    'login-btn',
    primary ? 'login-btn-primary' : 'login-btn-default',
    size === 'large' && 'login-btn-lg',
    size === 'small' && 'login-btn-sm',
    block && 'login-btn-block',
    loading && 'login-btn-loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={rest.type ?? 'button'}
      className={classes}
      disabled={rest.disabled}
      onClick={loading ? undefined : rest.onClick}
    >
      {(loading || icon) && (
        <span className="login-btn-icon">
          <Icon name={loading ? 'loadingOutlined' : icon!} spin={loading} />
        </span>
      )}
      <span>{spaced(children)}</span>
    </button>
  );
}

/** The two ways of signing in, as Ant Design's segmented control (block): a radio group. */
export function Segmented<V extends string>({
  value,
  options,
  onChange,
  className,
}: {
  readonly value: V;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly onChange: (value: V) => void;
  readonly className?: string;
}) {
  return (
    <div className={`login-segmented ${className ?? ''}`} role="radiogroup">
      {options.map((o) => (
        <label key={o.value} className={`login-segmented-item${o.value === value ? ' is-selected' : ''}`}>
          <input
            type="radio"
            className="login-segmented-input"
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <div className="login-segmented-label" title={o.label}>
            {o.label}
          </div>
        </label>
      ))}
    </div>
  );
}

/** A message over the form, as Ant Design's alert with its icon. */
export function Notice({
  type,
  children,
}: {
  readonly type: 'error' | 'success';
  readonly children: ReactNode;
}) {
  return (
    <div className={`login-alert login-alert-${type}`} role="alert">
      <Icon
        name={type === 'error' ? 'closeCircleFilled' : 'checkCircleFilled'}
        className="login-alert-icon"
      />
      <div className="login-alert-title">{children}</div>
    </div>
  );
}

/** Ant Design's small spinner: four dots turning. */
export function Spinner() {
  return (
    <span className="login-spinner" aria-hidden="true">
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}
