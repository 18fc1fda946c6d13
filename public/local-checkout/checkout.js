/*
 * Local stand-in for Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js), used when the
 * shop runs without Razorpay keys (development, tests, the demo). Same interface as Razorpay's:
 *
 *   var rzp = new Razorpay({ key, amount (paise), currency, name, description, order_id, prefill,
 *                            theme: { color }, handler: function (response) {}, modal: { ondismiss, escape } });
 *   rzp.on("payment.failed", function (response) { response.error.description ... });
 *   rzp.open();  rzp.close();
 *
 * It draws a modal dialog (role="dialog", aria-modal, focus kept inside and given back on close,
 * Escape dismisses) with three buttons: "Pay ₹X" → handler({ razorpay_payment_id, razorpay_order_id,
 * razorpay_signature }) signed by the server; "Fail payment" → the window closes and
 * "payment.failed" fires with { error: { code, description, source, step, reason, metadata:
 * { order_id, payment_id } } }; "Close" (or Escape) → modal.ondismiss(). Both buttons ask
 * POST /api/payments/local/authorize, which exists only while the local fake gateway is in use.
 * No money moves. Plain script, no dependencies.
 */
(function () {
  "use strict";
  if (typeof window === "undefined" || window.Razorpay) return;

  var AUTHORIZE_URL = "/api/payments/local/authorize";
  var STYLE_ID = "local-checkout-style";
  var CSS =
    ".lco-backdrop{position:fixed;inset:0;z-index:2147483000;display:grid;place-items:center;padding:16px;background:rgba(20,22,26,.55)}" +
    ".lco-dialog{box-sizing:border-box;width:100%;max-width:400px;max-height:100%;overflow:auto;background:#fff;color:#1e2227;border-radius:12px;" +
    "box-shadow:0 20px 50px rgba(0,0,0,.3);padding:24px;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;text-align:left}" +
    ".lco-dialog h2{margin:0 0 4px;font-size:1.2rem;line-height:1.3}" +
    ".lco-merchant{margin:0;color:#4b525a;font-size:.95rem}" +
    ".lco-amount{margin:16px 0 4px;font-size:2rem;font-weight:700;letter-spacing:.01em}" +
    ".lco-note{margin:0 0 16px;color:#4b525a;font-size:.875rem}" +
    ".lco-status{min-height:1.5em;margin:0 0 12px;font-size:.95rem}" +
    ".lco-status.lco-error{color:#a3231b}" +
    ".lco-actions{display:grid;gap:10px}" +
    ".lco-actions button{box-sizing:border-box;min-height:44px;width:100%;padding:10px 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:1px solid #1e2227}" +
    ".lco-pay{background:#1e2227;color:#fff}" +
    ".lco-fail{background:#fff;color:#a3231b;border-color:#a3231b!important}" +
    ".lco-close{background:#fff;color:#1e2227}" +
    ".lco-actions button:focus-visible{outline:3px solid #2f6fde;outline-offset:2px}" +
    ".lco-actions button:disabled{opacity:.6;cursor:progress}";

  function rupees(paise) {
    var whole = paise % 100 === 0;
    return new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(paise / 100);
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== "object") throw new Error("Razorpay: options are required");
    if (!options.order_id) throw new Error("Razorpay: order_id is required");
    this.options = options;
    this._listeners = {};
    this._isOpen = function () {
      return false;
    };
    this._close = function () {};
  }

  Razorpay.prototype.on = function (event, callback) {
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.open = function () {
    if (this._isOpen()) return this;
    var emit = this._emit.bind(this);
    var options = this.options;
    var amount = rupees(Number(options.amount) || 0);
    var modal = options.modal || {};

    if (!document.getElementById(STYLE_ID)) {
      var style = el("style");
      style.id = STYLE_ID;
      style.textContent = CSS;
      document.head.appendChild(style);
    }

    var backdrop = el("div", "lco-backdrop");
    var dialog = el("div", "lco-dialog");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-labelledby", "lco-title");
    dialog.setAttribute("aria-describedby", "lco-summary");
    var title = el("h2", "", "Test payment (no money moves)");
    title.id = "lco-title";
    var summary = el("div");
    summary.id = "lco-summary";
    summary.appendChild(el("p", "lco-merchant", [options.name, options.description].filter(Boolean).join(" · ")));
    summary.appendChild(el("p", "lco-amount", amount));
    summary.appendChild(el("p", "lco-note", "The shop's local stand-in for Razorpay Checkout. Choose what the bank answers."));
    var status = el("p", "lco-status");
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    var actions = el("div", "lco-actions");
    var pay = el("button", "lco-pay", "Pay " + amount);
    var fail = el("button", "lco-fail", "Fail payment");
    var close = el("button", "lco-close", "Close");
    [pay, fail, close].forEach(function (button) {
      button.type = "button";
      actions.appendChild(button);
    });
    if (options.theme && /^#[0-9a-f]{3,8}$/i.test(options.theme.color || "")) {
      pay.style.background = options.theme.color;
      pay.style.borderColor = options.theme.color;
    }
    dialog.appendChild(title);
    dialog.appendChild(summary);
    dialog.appendChild(status);
    dialog.appendChild(actions);
    backdrop.appendChild(dialog);

    var buttons = [pay, fail, close];
    var busy = false;
    var returnFocus = document.activeElement;
    var inerted = [];
    var overflow = document.body.style.overflow;

    function setBusy(value) {
      busy = value;
      dialog.setAttribute("aria-busy", value ? "true" : "false");
      buttons.forEach(function (button) {
        button.disabled = value;
      });
    }

    var isOpen = true;
    function teardown() {
      if (!isOpen) return;
      isOpen = false;
      document.removeEventListener("keydown", onKeydown, true);
      document.removeEventListener("focusin", onFocusin, true);
      inerted.forEach(function (node) {
        node.inert = false;
      });
      document.body.style.overflow = overflow;
      if (backdrop.parentNode) backdrop.parentNode.removeChild(backdrop);
      if (returnFocus && typeof returnFocus.focus === "function" && document.contains(returnFocus)) returnFocus.focus();
    }

    function dismiss() {
      if (busy) return;
      teardown();
      if (typeof modal.ondismiss === "function") modal.ondismiss();
    }

    function onKeydown(event) {
      if (event.key === "Escape" && modal.escape !== false) {
        event.preventDefault();
        dismiss();
      } else if (event.key === "Tab") {
        var enabled = buttons.filter(function (button) {
          return !button.disabled;
        });
        if (enabled.length === 0) {
          event.preventDefault();
          return;
        }
        var first = enabled[0];
        var last = enabled[enabled.length - 1];
        var inside = dialog.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    }

    function onFocusin(event) {
      if (!dialog.contains(event.target)) pay.focus();
    }

    function authorize(outcome) {
      if (busy) return;
      setBusy(true);
      status.className = "lco-status";
      status.textContent = "Contacting the bank...";
      fetch(AUTHORIZE_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ razorpayOrderId: options.order_id, outcome: outcome }),
      })
        .then(function (response) {
          return response.json().then(
            function (body) {
              return { ok: response.ok, body: body };
            },
            function () {
              return { ok: false, body: null };
            },
          );
        })
        .then(function (answer) {
          var data = answer.body && answer.body.data;
          if (!answer.ok || !data) {
            setBusy(false);
            status.className = "lco-status lco-error";
            status.textContent = (answer.body && answer.body.msg) || "The test payment could not be processed.";
            pay.focus();
            return;
          }
          teardown();
          if (data.outcome === "success") {
            if (typeof options.handler === "function") {
              options.handler({
                razorpay_payment_id: data.razorpay_payment_id,
                razorpay_order_id: data.razorpay_order_id,
                razorpay_signature: data.razorpay_signature,
              });
            }
          } else {
            emit("payment.failed", { error: data.error });
          }
        })
        .catch(function () {
          setBusy(false);
          status.className = "lco-status lco-error";
          status.textContent = "Network error. Please try again.";
          pay.focus();
        });
    }

    pay.addEventListener("click", function () {
      authorize("success");
    });
    fail.addEventListener("click", function () {
      authorize("failure");
    });
    close.addEventListener("click", dismiss);

    // Everything behind the dialog is inert while it is open (no focus, no clicks, hidden from assistive technology).
    Array.prototype.forEach.call(document.body.children, function (node) {
      if (!node.inert) {
        node.inert = true;
        inerted.push(node);
      }
    });
    document.body.style.overflow = "hidden";
    document.body.appendChild(backdrop);
    document.addEventListener("keydown", onKeydown, true);
    document.addEventListener("focusin", onFocusin, true);
    this._isOpen = function () {
      return isOpen;
    };
    this._close = teardown;
    pay.focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    this._close();
  };

  window.Razorpay = Razorpay;
})();
