//! The IT55 call (`bir.nki_kernel`, `InstNKIKernel`) as the inliner reads it:
//! its name, callee, the two argument maps (docs/bir-json-format.md G3: key = the formal, value =
//! caller memory location) and the scratchpad budget.

use super::ir::{at, name_map};
use melior::ir::OperationRef;
use nki::{ffi::emit_op_error, pass::PassFailure};
use nki_dialects::bir::ops::NkiKernel;

pub(crate) struct Call<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    /// `inst__<function>`: the prefix of every name the call brings in.
    pub name: String,
    pub callee: String,
    pub func_args: Vec<(String, String)>,
    pub func_outs: Vec<(String, String)>,
    /// `[bank bytes, partitions, banks]`.
    pub psum_buf_shape: [i64; 3],
}

impl<'c, 'a> Call<'c, 'a> {
    pub fn read(op: OperationRef<'c, 'a>) -> Result<Self, PassFailure> {
        let view = NkiKernel::cast(op).ok_or_else(|| {
            emit_op_error(&op, "internal error: not a kernel call (IT55)");
            PassFailure
        })?;
        let attr = at(&op);
        let name = view.name().map_err(&attr)?;
        // An attribute of the call, named as the ODS names it, and what is
        // wrong with it.
        let fail = |attr: &str, what: &str| {
            emit_op_error(
                &op,
                &format!("call '{name}' cannot be read: '{attr}' {what}"),
            );
            PassFailure
        };
        let not_names = |attr| fail(attr, "is not a string → string map");
        let func_args = name_map(view.func_args().map_err(&attr)?)
            .ok_or_else(|| not_names(NkiKernel::FUNC_ARGS_ATTR))?;
        let func_outs = name_map(view.func_outs().map_err(&attr)?)
            .ok_or_else(|| not_names(NkiKernel::FUNC_OUTS_ATTR))?;
        let psum_buf_shape: [i64; 3] = view
            .psum_buf_shape()
            .map_err(&attr)?
            .try_into()
            .map_err(|_| fail(NkiKernel::PSUM_BUF_SHAPE_ATTR, "does not have 3 elements"))?;
        Ok(Call {
            callee: view.callee().map_err(&attr)?,
            op,
            name,
            func_args,
            func_outs,
            psum_buf_shape,
        })
    }

    /// Reports `'bir.nki_kernel' op call '<name>' <message>` at the call.
    pub fn error(&self, message: &str) -> PassFailure {
        emit_op_error(&self.op, &format!("call '{}' {message}", self.name));
        PassFailure
    }

    /// `<call>/<name>`: a callee name made unique in the caller.
    pub fn prefixed(&self, name: &str) -> String {
        format!("{}/{name}", self.name)
    }

    /// The callee formal → caller actual bindings of both maps.
    pub fn bindings(&self) -> impl Iterator<Item = &(String, String)> {
        self.func_args.iter().chain(self.func_outs.iter())
    }
}
