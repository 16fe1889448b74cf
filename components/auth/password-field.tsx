"use client";

import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { forwardRef, useState } from "react";

// A password input with a show/hide button.
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, "type">>(
  function PasswordField(props, ref) {
    const t = useTranslations("Auth");
    const [isShown, setIsShown] = useState(false);
    return (
      <TextField
        {...props}
        inputRef={ref}
        type={isShown ? "text" : "password"}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => setIsShown((shown) => !shown)}
                  edge="end"
                  aria-label={isShown ? t("hidePassword") : t("showPassword")}
                >
                  {isShown ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  },
);
