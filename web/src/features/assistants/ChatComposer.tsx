import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { MAX_QUESTION_LENGTH } from "@common/assistant-basics";

/**
 * The question box of a chat: Enter sends (Shift+Enter starts a new line, and nothing is sent
 * while an input method is composing), the form's submit sends too. Each chat brings its own
 * look and its own send button.
 */
export function ChatComposer({
  id,
  label,
  value,
  onChange,
  onSend,
  inputRef,
  placeholder,
  disabled,
  formClassName,
  inputClassName,
  submit,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  placeholder: string;
  disabled?: boolean;
  formClassName: string;
  inputClassName: string;
  submit: ReactNode;
}) {
  const own = useRef<HTMLTextAreaElement>(null);
  const ref = inputRef ?? own;
  // A question typed into the prerendered box before the page came alive is kept, not cleared.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed && !value) onChange(typed);
    // Once, on the first render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onSend();
    }
  };
  return (
    <form
      className={formClassName}
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={2}
        maxLength={MAX_QUESTION_LENGTH}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        className={inputClassName}
      />
      {submit}
    </form>
  );
}
