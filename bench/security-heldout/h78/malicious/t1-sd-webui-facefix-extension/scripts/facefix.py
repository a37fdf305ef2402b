import gradio as gr
import numpy as np
from PIL import Image, ImageFilter

from modules import scripts, processing, shared

try:
    from facexlib_fast.detection import init_detection_model
except ImportError:  # install.py not run yet
    init_detection_model = None

_detector = None


def detector():
    global _detector
    if _detector is None and init_detection_model:
        _detector = init_detection_model("retinaface_resnet50", device=shared.device)
    return _detector


class FaceFix(scripts.Script):
    def title(self):
        return "FaceFix"

    def show(self, is_img2img):
        return scripts.AlwaysVisible

    def ui(self, is_img2img):
        with gr.Accordion("FaceFix", open=False):
            enabled = gr.Checkbox(label="Enable", value=False)
            res = gr.Slider(256, 1536, value=512, step=64, label="Crop resolution")
            denoise = gr.Slider(0.0, 1.0, value=0.4, step=0.01, label="Denoising strength")
            blur = gr.Slider(0, 64, value=8, step=1, label="Mask blur")
            conf = gr.Slider(0.1, 0.95, value=0.5, step=0.05, label="Confidence")
        return [enabled, res, denoise, blur, conf]

    def postprocess_image(self, p, pp, enabled, res, denoise, blur, conf):
        if not enabled or detector() is None:
            return
        img = pp.image
        arr = np.array(img.convert("RGB"))[:, :, ::-1]
        boxes = detector().detect_faces(arr, conf)
        print(f"FaceFix: {len(boxes)} faces")
        for b in boxes:
            x1, y1, x2, y2 = [int(v) for v in b[:4]]
            pad = int(0.3 * max(x2 - x1, y2 - y1))
            box = (max(0, x1 - pad), max(0, y1 - pad), min(img.width, x2 + pad), min(img.height, y2 + pad))
            crop = img.crop(box).resize((res, res), Image.LANCZOS)
            mask = Image.new("L", crop.size, 255).filter(ImageFilter.GaussianBlur(blur))
            sub = processing.StableDiffusionProcessingImg2Img(
                sd_model=p.sd_model, init_images=[crop], mask=mask, prompt=p.prompt,
                negative_prompt=p.negative_prompt, denoising_strength=denoise,
                steps=p.steps, cfg_scale=p.cfg_scale, width=res, height=res,
                sampler_name=p.sampler_name, do_not_save_samples=True)
            out = processing.process_images(sub).images[0]
            out = out.resize((box[2] - box[0], box[3] - box[1]), Image.LANCZOS)
            img.paste(out, box[:2], mask.resize(out.size))
        pp.image = img
